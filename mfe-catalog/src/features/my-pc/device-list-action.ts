import { DEVICE_LIST_TOO_LARGE, DEVICE_REPORTS_PATH, MAX_DEVICE_LIST_BYTES, MY_PC_PATH } from '@driveratlas/driver-domain';
import { type GivenAnswer, type RouteAction } from '@driveratlas/site-contracts';

/** How long a list waits for room at the service before the page says to try again (its own Retry-After, else this). */
const RETRY_AFTER_SECONDS = '5';

/**
 * POST /my-pc: the page's form sent before its scripts have run or without them (multipart, as a form with a file is
 * sent; urlencoded too), with the list pasted in the box (`list`) or the chosen file (`file`). The list goes to the API
 * as the page's script sends it (the file's bytes as they were saved), and the page is rendered at
 * `/my-pc?report=posted` with the API's answer under its SWR key (usePostedReport), or with the refusal beside the box
 * and the text given back (`&list=`). Nothing of the list is kept: that page is answered `no-store`, and nothing logs it.
 */
export const deviceListAction: RouteAction = {
  path: MY_PC_PATH,
  form: {
    fields: ['list'],
    files: ['file'],
    // Urlencoded, a list takes up to three bytes a byte.
    maxBytes: 3 * MAX_DEVICE_LIST_BYTES + 1024,
    maxFileBytes: MAX_DEVICE_LIST_BYTES,
    tooLarge: DEVICE_LIST_TOO_LARGE,
  },
  async run({ fields, files, api, warn }) {
    const text = fields.get('list') ?? '';
    const file = files.get('file');
    const sent = await api
      .POST(DEVICE_REPORTS_PATH, {
        body: text,
        bodySerializer: () => file ?? text,
        headers: { 'Content-Type': file ? 'application/octet-stream' : 'text/plain; charset=utf-8' },
        parseAs: 'text',
      })
      .then(
        ({ data, error, response }) => ({
          status: response.status,
          body: data ?? (typeof error === 'string' ? error : JSON.stringify(error ?? '')),
          retryAfter: response.headers.get('retry-after'),
        }),
        (error: unknown) => {
          warn('The device list could not be sent to the service', error);
          return { status: 503, body: '', retryAfter: null };
        },
      );
    const answered: GivenAnswer = sent.status === 200 ? { value: JSON.parse(sent.body) as unknown } : { status: sent.status, body: sent.body };
    // A list the service had no room for (503) says so, with when to try again; any other failure is a 502.
    const status = sent.status === 200 || (sent.status >= 400 && sent.status < 500) || sent.status === 503 ? sent.status : 502;
    return {
      page: `${MY_PC_PATH}?report=posted${sent.status === 200 ? '' : `&list=${encodeURIComponent(text)}`}`,
      status,
      answers: { [DEVICE_REPORTS_PATH]: answered },
      headers: status === 503 ? { 'Retry-After': sent.retryAfter ?? RETRY_AFTER_SECONDS } : undefined,
      message: status === 200 ? 'The list was checked, but its page could not be shown. Please try again.' : refusalOf(sent.body),
    };
  },
};

/** The service's message of a refusal, else a general one. */
function refusalOf(body: string): string {
  try {
    const { message } = JSON.parse(body) as { message?: unknown };
    if (typeof message === 'string') return message;
  } catch {
    // not the service's JSON
  }
  return 'The list could not be checked. Please try again.';
}
