/* eslint-disable @typescript-eslint/no-unsafe-class-instance-assignment, @typescript-eslint/no-misused-spread --
   The messages here are parsed JSON, never instances: @cucumber/messages' classes serve as their shapes. */
import type { Envelope } from '@cucumber/messages';

/**
 * The Cucumber message streams of several shards of one suite (`cucumber-js --shard K/N`, each with
 * its own `message:` report) as the stream of one run, so one HTML report shows every scenario.
 *
 * Each shard parses every feature and gives every document node, pickle, step definition and hook an
 * id of its own (random UUIDs), and runs its share of the pickles. The first shard's documents,
 * pickles, step definitions and hooks are kept; the other shards' test cases are rewritten to point
 * at them: document nodes pair up in the order a parse visits them (the same files parse the same
 * way), pickles by their file and document nodes, steps of a pickle by position, step definitions
 * and hooks by where they are defined. The run starts with the first shard and finishes with the
 * last; it succeeded if every shard did.
 */
export function mergeMessageStreams(shards: readonly Envelope[][]): Envelope[] {
  const [first, ...others] = shards;
  if (!first) return [];
  const base = indexOf(first);
  const merged: Envelope[] = first.filter((envelope) => !envelope.testRunFinished);
  const finishes = shards.flatMap((shard) => shard.filter((envelope) => envelope.testRunFinished));

  for (const shard of others) {
    const ids = new Map<string, string>();
    const own = indexOf(shard);
    for (const [uri, document] of own.documents) pairIds(document, base.documents.get(uri), ids);
    for (const pickle of own.pickles.values()) {
      const key = pickleKey(pickle, (id) => ids.get(id) ?? id);
      const kept = base.pickles.get(key);
      if (!kept) throw new Error(`A shard ran a scenario the first shard does not know: ${key}`);
      ids.set(pickle.id, kept.id);
      pickle.steps.forEach((step, index) => ids.set(step.id, kept.steps[index]?.id ?? step.id));
    }
    for (const [key, id] of own.definitions) ids.set(id, base.definitions.get(key) ?? id);
    const to = (id: string) => ids.get(id) ?? id;

    for (const envelope of shard) {
      if (envelope.testCase) {
        const testCase = envelope.testCase;
        merged.push({
          testCase: {
            ...testCase,
            pickleId: to(testCase.pickleId),
            testSteps: testCase.testSteps.map((step) => ({
              ...step,
              pickleStepId: step.pickleStepId && to(step.pickleStepId),
              hookId: step.hookId && to(step.hookId),
              stepDefinitionIds: step.stepDefinitionIds?.map(to),
            })),
          },
        });
      } else if (envelope.testRunHookStarted) {
        merged.push({
          testRunHookStarted: { ...envelope.testRunHookStarted, hookId: to(envelope.testRunHookStarted.hookId) },
        });
      } else if (isRunEvent(envelope)) {
        merged.push(envelope);
      }
    }
  }

  const last = finishes.at(-1)?.testRunFinished;
  if (last)
    merged.push({
      testRunFinished: { ...last, success: finishes.every((envelope) => envelope.testRunFinished?.success !== false) },
    });
  return merged;
}

/** What happened in a shard's run, as opposed to what it parsed and defined (kept from the first). */
function isRunEvent(envelope: Envelope): boolean {
  return Boolean(
    envelope.testCaseStarted ??
    envelope.testStepStarted ??
    envelope.testStepFinished ??
    envelope.testCaseFinished ??
    envelope.attachment ??
    envelope.testRunHookFinished ??
    envelope.undefinedParameterType,
  );
}

interface ShardIndex {
  documents: Map<string, unknown>;
  pickles: Map<string, NonNullable<Envelope['pickle']>>;
  /** Step definitions and hooks by where they are defined (and their pattern), to their id. */
  definitions: Map<string, string>;
}

function indexOf(shard: readonly Envelope[]): ShardIndex {
  const index: ShardIndex = { documents: new Map(), pickles: new Map(), definitions: new Map() };
  for (const envelope of shard) {
    if (envelope.gherkinDocument?.uri) index.documents.set(envelope.gherkinDocument.uri, envelope.gherkinDocument);
    if (envelope.pickle)
      index.pickles.set(
        pickleKey(envelope.pickle, (id) => id),
        envelope.pickle,
      );
    const definition = envelope.stepDefinition ?? envelope.hook;
    if (definition) {
      const where = definition.sourceReference;
      const pattern = envelope.stepDefinition?.pattern.source ?? envelope.hook?.name ?? '';
      index.definitions.set(`${where.uri}:${where.location?.line} ${pattern}`, definition.id);
    }
  }
  return index;
}

/** A pickle by its file and the document nodes it comes from (a scenario, an example's row). */
const pickleKey = (pickle: NonNullable<Envelope['pickle']>, to: (id: string) => string) =>
  `${pickle.uri} ${pickle.astNodeIds.map(to).join(' ')}`;

/** Pairs the `id` fields of two parses of the same document, in the order they appear. */
function pairIds(document: unknown, kept: unknown, ids: Map<string, string>) {
  const ownIds = idsIn(document);
  const keptIds = idsIn(kept);
  if (ownIds.length !== keptIds.length)
    throw new Error('The shards parsed a feature file differently: were they run on the same commit?');
  ownIds.forEach((id, index) => ids.set(id, keptIds[index] ?? id));
}

function idsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) idsIn(item, found);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === 'id' && typeof value === 'string') found.push(value);
      else idsIn(value, found);
    }
  return found;
}
