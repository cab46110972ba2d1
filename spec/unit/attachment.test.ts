import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  attachmentProblem,
} from '../../contracts/attachment.ts';
import { FeedbackSubmissionSchema } from '../../contracts/feedback.ts';
import { formDataFromSubmission, submissionFromFormData } from '../../contracts/multipartSubmission.ts';
import submission from '../../fixtures/submissions/form_application.json';

describe('attachmentProblem', () => {
  it('takes the documents, images and archives people send with a brief, in any letter case', () => {
    for (const name of ['ТЗ портал.docx', 'brief.PDF', 'смета.xlsx', 'screen.JPG', 'maket.png', 'all.zip'])
      expect(attachmentProblem({ name, size: 200_000 })).toBeUndefined();
  });

  it('refuses programs, files without an extension, empty files and files over 10 MiB', () => {
    expect(attachmentProblem({ name: 'setup.exe', size: 10 })).toBe('invalid');
    expect(attachmentProblem({ name: 'README', size: 10 })).toBe('invalid');
    expect(attachmentProblem({ name: 'brief.pdf.exe', size: 10 })).toBe('invalid');
    expect(attachmentProblem({ name: 'brief.pdf', size: 0 })).toBe('empty');
    expect(attachmentProblem({ name: 'brief.pdf', size: ATTACHMENT_MAX_BYTES })).toBeUndefined();
    expect(attachmentProblem({ name: 'brief.pdf', size: ATTACHMENT_MAX_BYTES + 1 })).toBe('tooLong');
  });

  it('offers in the file picker exactly the extensions it accepts', () => {
    expect(ATTACHMENT_ACCEPT.split(',')).toEqual(ATTACHMENT_EXTENSIONS.map((e) => `.${e}`));
  });
});

describe('the multipart form of a submission', () => {
  it('decodes to what was encoded, for any text the visitor typed', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (name, message, campaign) => {
        const body = { ...submission, name, message, utm: { ...submission.utm, campaign } };
        expect(submissionFromFormData(formDataFromSubmission(body))).toEqual(body);
      }),
    );
  });

  it('carries the file and passes the same contract as JSON', () => {
    const file = new File(['%PDF-1.7'], 'brief.pdf', { type: 'application/pdf' });
    const decoded = submissionFromFormData(formDataFromSubmission(submission, file));
    expect(decoded.attachment).toBeInstanceOf(File);
    expect(FeedbackSubmissionSchema.safeParse(decoded).success).toBe(true);
  });

  it('treats the empty part a form sends without a chosen file as no attachment', () => {
    const data = formDataFromSubmission(submission);
    data.append('attachment', new File([], ''));
    expect(submissionFromFormData(data)).not.toHaveProperty('attachment');
  });
});
