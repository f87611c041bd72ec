/** Every error answer of the API has this shape; it never carries a stack trace. */
export class ErrorResponseDto {
  /** @example 400 */
  statusCode: number;

  /** @example "Bad Request" */
  error: string;

  /** One message, or one per invalid field. @example ["name should not be empty"] */
  message: string | string[];
}
