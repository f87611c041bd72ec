import type { ActionForm } from '@driveratlas/site-contracts';
import type { FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';

/**
 * Reading a form's post within the limits its route's action sets: urlencoded, or multipart/form-data when the form
 * has file fields. The gateway knows no form: the action names its fields and its limits.
 */

/** A form as its action gets it: each field and file once (a file field left empty sends no file). */
export interface PostedForm {
  fields: Map<string, string>;
  files: Map<string, Uint8Array>;
}

/** Why a post is not its form, as the answer says it. */
export interface NotTheForm {
  status: 400 | 413 | 415;
  message: string;
}

const URLENCODED = 'application/x-www-form-urlencoded';

const tooLarge = (form: ActionForm): NotTheForm => ({ status: 413, message: form.tooLarge ?? 'The form is larger than this form may be.' });

/** Adds a field of the form, refusing one the form does not have or one given twice. */
function take<T>(form: readonly string[], into: Map<string, T>, name: string, value: T): NotTheForm | undefined {
  if (!form.includes(name)) return { status: 400, message: `The form has no field ${JSON.stringify(name.slice(0, 40))}.` };
  if (into.has(name)) return { status: 400, message: `The field ${name} is given twice.` };
  into.set(name, value);
}

/** The form posted, or why it is not: a body of another type (415), a field it does not have (400), too large (413). */
export async function postedForm(request: FastifyRequest, form: ActionForm): Promise<PostedForm | NotTheForm> {
  if (request.body instanceof ArrivingBody) return urlencoded(request.body, form);
  if (form.files?.length && request.isMultipart()) return multipart(request, form);
  const accepted = form.files?.length ? `multipart/form-data or ${URLENCODED}` : URLENCODED;
  return { status: 415, message: `Send the form as ${accepted}.` };
}

async function urlencoded(arriving: ArrivingBody, form: ActionForm): Promise<PostedForm | NotTheForm> {
  arriving.limitTo(form.maxBytes);
  const body = await arriving.text;
  if (body === undefined || arriving.bytes > form.maxBytes) return tooLarge(form);
  const fields = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(body)) {
    const refused = take(form.fields, fields, name, value);
    if (refused) return refused;
  }
  return { fields, files: new Map() };
}

async function multipart(request: FastifyRequest, form: ActionForm): Promise<PostedForm | NotTheForm> {
  const files = form.files ?? [];
  const posted: PostedForm = { fields: new Map(), files: new Map() };
  const limits = {
    fields: form.fields.length,
    files: files.length,
    parts: form.fields.length + files.length,
    fieldSize: form.maxBytes,
    fileSize: form.maxFileBytes ?? form.maxBytes,
  };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (!files.includes(part.fieldname)) return { status: 400, message: `The form has no field ${JSON.stringify(part.fieldname.slice(0, 40))}.` };
        const bytes = await part.toBuffer();
        const refused = bytes.length ? take(files, posted.files, part.fieldname, new Uint8Array(bytes)) : undefined;
        if (refused) return refused;
      } else {
        if (part.valueTruncated) return tooLarge(form);
        const refused = take(form.fields, posted.fields, part.fieldname, String(part.value));
        if (refused) return refused;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(form);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
      return { status: 400, message: 'The form has more fields than it takes.' };
    throw error;
  }
  return posted;
}

/** The most bytes of a form read before its action is found, which then sets its own limit. */
const MAX_FORM_BYTES = 8 * 1024 * 1024;

/**
 * An urlencoded form's body, read as it arrives (as Fastify reads a body before its route's handler: a visitor who
 * leaves once the form is sent has sent it), while its action is found; `limitTo` then sets the action's limit. Past
 * its limit the rest is left unread (Node discards it once the answer is sent) and `text` is undefined.
 */
export class ArrivingBody {
  readonly text: Promise<string | undefined>;
  /** The bytes read so far. */
  private size = 0;
  private limit = MAX_FORM_BYTES;
  private overflow?: () => void;

  constructor(private readonly raw: IncomingMessage) {
    this.text = new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      const stop = () => raw.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      this.overflow = () => {
        stop();
        resolve(undefined);
      };
      const onData = (chunk: Buffer) => {
        this.size += chunk.length;
        if (this.size > this.limit) return this.overflow!();
        chunks.push(chunk);
      };
      const onEnd = () => {
        stop();
        // A body that came whole before its action set the limit is held to it too.
        resolve(this.size > this.limit ? undefined : Buffer.concat(chunks).toString('utf8'));
      };
      const onError = (error: Error) => {
        stop();
        reject(error);
      };
      // The visitor left before sending the whole form.
      const onClose = () => onError(Object.assign(new Error('The form was cut short.'), { code: 'ECONNRESET' }));
      raw.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
    });
    // A form refused before it is read (another site's, a path without an action) is never awaited.
    this.text.catch(() => undefined);
    this.limitTo(MAX_FORM_BYTES);
  }

  /** The bytes read. */
  get bytes(): number {
    return this.size;
  }

  /** At most `bytes` are read: past them (or a Content-Length past them), `text` is undefined. */
  limitTo(bytes: number): void {
    this.limit = Math.min(this.limit, bytes);
    if (Number(this.raw.headers['content-length']) > this.limit || this.size > this.limit) this.overflow?.();
  }
}
