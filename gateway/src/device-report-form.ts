import { DEVICE_LIST_TOO_LARGE, DEVICE_REPORTS_PATH, MAX_DEVICE_LIST_BYTES, MY_PC_PATH } from '@driveratlas/catalog';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GivenAnswer } from './pages/render-page';
import { formRateLimit, fromAnotherSite, refuseForm, type SiteFormOptions } from './site-forms';

/** Urlencoded, a list takes up to three bytes a byte. */
const MAX_URLENCODED_BYTES = 3 * MAX_DEVICE_LIST_BYTES + 1024;

export interface DeviceReportFormOptions extends SiteFormOptions {
  /** Answers the page at `address` with `status`, rendered on the server without its scripts, the API's key `answers` already answered. */
  renderPage(request: FastifyRequest, reply: FastifyReply, address: string, status: number, answers: Record<string, GivenAnswer>): Promise<boolean>;
}

/** The list the form sent: the chosen file's bytes, else the text pasted in the box. */
interface PostedList {
  bytes: Buffer;
  type: 'application/octet-stream' | 'text/plain; charset=utf-8';
  /** The text of the box, given back with a refusal. */
  text: string;
}

/**
 * POST MY_PC_PATH: the My PC page's form sent before its scripts have run or without them (multipart, as a form with a
 * file is sent; urlencoded too). The gateway sends the list to the API as the page's script does, and answers the page
 * rendered with the report, or with the refusal beside the box and the text given back. Nothing of the list is kept:
 * the page is rendered at an address of its own, answered `no-store`, and no log line holds the list.
 */
export async function registerDeviceReportForm(app: FastifyInstance, options: DeviceReportFormOptions): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fields: 1, files: 1, parts: 2, fileSize: MAX_DEVICE_LIST_BYTES, fieldSize: MAX_DEVICE_LIST_BYTES } });
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: MAX_URLENCODED_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(MY_PC_PATH, formRateLimit(options), (request, reply) => answer(request, reply, options));
    // A file over the limit may be found while the form is still read, outside the handler's reading of it.
    scope.setErrorHandler((error: Error & { code?: string }, _request, reply) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') return refuseForm(reply, 413, DEVICE_LIST_TOO_LARGE);
      throw error;
    });
  });
}

async function answer(request: FastifyRequest, reply: FastifyReply, options: DeviceReportFormOptions): Promise<FastifyReply> {
  reply.header('Cache-Control', 'no-store');
  if (fromAnotherSite(request, options.allowedOrigins)) return refuseForm(reply, 403, 'This form is accepted from this site only.');
  const list = await postedList(request);
  if (typeof list === 'string') return refuseForm(reply, list === DEVICE_LIST_TOO_LARGE ? 413 : 400, list);
  if (!list) return refuseForm(reply, 415, 'Send the form as multipart/form-data or application/x-www-form-urlencoded.');
  const sent = await fetch(`${options.serviceUrl}${DEVICE_REPORTS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': list.type, accept: 'application/json', 'x-request-id': request.id, 'x-forwarded-for': request.ip },
    body: list.bytes,
    signal: AbortSignal.timeout(options.upstreamTimeoutMs),
  }).then(
    async (response) => ({ status: response.status, body: await response.text() }),
    (error: unknown) => {
      request.log.warn({ err: error }, 'The device list could not be sent to the service');
      return { status: 503, body: '' };
    },
  );
  const answered: GivenAnswer = sent.status === 200 ? { value: JSON.parse(sent.body) as unknown } : { status: sent.status, body: sent.body };
  const status = sent.status === 200 || (sent.status >= 400 && sent.status < 500) ? sent.status : 502;
  const address = `${MY_PC_PATH}?report=posted${sent.status === 200 ? '' : `&list=${encodeURIComponent(list.text)}`}`;
  try {
    if (await options.renderPage(request, reply, address, status, { [DEVICE_REPORTS_PATH]: answered })) return reply;
  } catch (error) {
    request.log.warn({ err: error }, 'The device report could not be rendered in its page');
  }
  return reply
    .code(status)
    .type('application/json')
    .send(sent.body || JSON.stringify({ statusCode: status, error: 'Bad Gateway', message: 'The list could not be checked. Please try again.' }));
}

/** The list of a multipart or urlencoded form; a message when the form is not one of the page's; undefined for another kind of body. */
async function postedList(request: FastifyRequest): Promise<PostedList | string | undefined> {
  if (typeof request.body === 'string') {
    const fields = new URLSearchParams(request.body);
    if ([...fields.keys()].some((name) => name !== 'list')) return 'The form has no such field.';
    const text = fields.get('list') ?? '';
    return { bytes: Buffer.from(text, 'utf8'), type: 'text/plain; charset=utf-8', text };
  }
  if (!request.isMultipart()) return undefined;
  let text = '';
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length) file = bytes;
      } else if (part.type === 'field' && part.fieldname === 'list') {
        if (part.valueTruncated) return DEVICE_LIST_TOO_LARGE;
        text = String(part.value);
      } else {
        return 'The form has no such field.';
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_DEVICE_LIST_TOO_LARGE' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT')
      return code === 'FST_REQ_FILE_DEVICE_LIST_TOO_LARGE' ? DEVICE_LIST_TOO_LARGE : 'The form has no such field.';
    throw error;
  }
  return file ? { bytes: file, type: 'application/octet-stream', text } : { bytes: Buffer.from(text, 'utf8'), type: 'text/plain; charset=utf-8', text };
}
