/** Every error answer of the API has this shape; it never carries a stack trace. */
export class ErrorResponseDto {
  /** @example 400 */
  statusCode: number;

  /** @example "Bad Request" */
  error: string;

  /** One message, or one per invalid field. @example ["name should not be empty"] */
  message: string | string[];
}

/** One invalid field of a request: `pointer` (a JSON Pointer into the body) or `name` (a query parameter). */
export class InvalidFieldDto {
  /** @example "/name" */
  pointer?: string;

  /** @example "limit" */
  name?: string;

  /** @example "name should not be empty" */
  detail: string;
}

/** RFC 9457 problem details: the error answer of a request whose `Accept` names `application/problem+json`. */
export class ProblemDetailsDto {
  /** The kind of problem: `https://{host}/problems/validation` for invalid fields, else `about:blank`. @example "about:blank" */
  type: string;

  /** The kind's title (the status's for `about:blank`). @example "Not Found" */
  title: string;

  /** @example 404 */
  status: number;

  /** What went wrong with this request. @example "Driver 12345 was not found." */
  detail: string;

  /** The request's path. @example "/api/drivers/12345" */
  instance: string;

  /** For invalid input: each invalid field and what is wrong with it. */
  errors?: InvalidFieldDto[];
}
