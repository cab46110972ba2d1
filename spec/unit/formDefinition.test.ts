import { describe, expect, it } from 'vitest';
import { FormDefinitionSchema, INPUTS_BY_POSITION, type FormDefinition } from '../../contracts/formDefinition.ts';
import research from '../../fixtures/forms/research-ecommerce-form.json';

// GET /api/forms/{form}.json: the inputs of a form, addressed by id minus one.
type Input = FormDefinition['data']['form']['inputs'][number];
const inputs = research.data.form.inputs as Input[];
const withInputs = (changed: Input[]) => ({ data: { form: { ...research.data.form, inputs: changed } } });
const problems = (changed: Input[]) =>
  FormDefinitionSchema.safeParse(withInputs(changed)).error?.issues.map((issue) => issue.message) ?? [];

describe('a form definition', () => {
  it('is valid as the fixture has it', () => {
    expect(problems(inputs)).toEqual([]);
  });

  it('gives a select its options, and no other input any', () => {
    const rule = 'a select has options and other inputs have none';
    const select = inputs.findIndex((input) => input.type === 'select');
    const text = inputs.findIndex((input) => input.type === 'text');
    const options = inputs[select]?.options;
    expect(
      problems(inputs.map((input, index) => (index === select ? { ...input, options: undefined } : input))),
    ).toEqual([rule]);
    expect(problems(inputs.map((input, index) => (index === text ? { ...input, options } : input)))).toEqual([rule]);
  });

  it('numbers its inputs 1, 2, 3 … in order, so that the input with id N is inputs[N - 1]: each out of place is named', () => {
    const misplaced = (changed: Input[]) =>
      FormDefinitionSchema.safeParse(withInputs(changed))
        .error?.issues.filter((issue) => issue.message === INPUTS_BY_POSITION.description)
        .map((issue) => issue.path.at(-1)) ?? [];
    const renumbered = (ids: number[]) => inputs.map((input, index) => ({ ...input, id: ids[index] ?? index + 1 }));
    expect(problems(renumbered([1, 2, 4]))).toEqual([INPUTS_BY_POSITION.description]);
    expect(misplaced(renumbered([1, 2, 4]))).toEqual([2]);
    expect(misplaced(renumbered([2, 1]))).toEqual([0, 1]);
    expect(misplaced(inputs.map((input, index) => ({ ...input, id: index + 2 })))).toEqual(
      inputs.map((_, index) => index),
    );
    expect(misplaced(inputs.slice(1))).toHaveLength(inputs.length - 1);
  });
});
