/**
 * The file a visitor may attach to a feedback form: a brief, a specification, a screenshot or an
 * archive of them. The limits live here; the browser checks them before sending, the mock endpoint
 * (and the backend, through the OpenAPI document) checks them again.
 */

/** 10 MiB: a long specification with screenshots fits; a video does not (send a link instead). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The largest form body a server reads: an attachment at its limit plus 256 KiB for the message (at
 * most 5000 characters) and the other fields. A longer body is refused with 413 before it is read.
 */
export const FORM_BODY_MAX_BYTES = ATTACHMENT_MAX_BYTES + 256 * 1024;

/**
 * Accepted by extension, not by the MIME type the browser reports: browsers report "" or
 * "application/octet-stream" for .docx, .odt and .zip often enough that a MIME check rejects
 * honest files.
 */
export const ATTACHMENT_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'rtf',
  'txt',
  'png',
  'jpg',
  'jpeg',
  'zip',
] as const;

/** The `accept` attribute of the file input: the same list, so the picker offers only these. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** How the limits read to people: "PDF, DOC, DOCX, …" and "10 МБ" / "10 MB". */
export const ATTACHMENT_TYPES_TEXT = ATTACHMENT_EXTENSIONS.filter((e) => e !== 'jpeg')
  .map((extension) => extension.toUpperCase())
  .join(', ');
export const ATTACHMENT_MAX_MB = ATTACHMENT_MAX_BYTES / 1024 / 1024;

export interface AttachmentLike {
  name: string;
  size: number;
}

export type AttachmentProblem = 'invalid' | 'tooLong' | 'empty';

/** What is wrong with a file, if anything: its type (by extension), an empty file or its size. */
export function attachmentProblem(file: AttachmentLike): AttachmentProblem | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1];
  if (extension === undefined || !(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension.toLowerCase()))
    return 'invalid';
  if (file.size === 0) return 'empty';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'tooLong';
  return undefined;
}
