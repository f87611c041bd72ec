import { type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Request } from 'express';
import { type AnswerTags, cacheTagHeaders, catalogueTags } from './cache-tags';

/** Where `@PublicRead({ tags })` keeps a handler's tags. */
const CACHE_TAGS = 'driveratlas:cache-tags';

/** Declares a public read's tags (the catalogue when it gives none): applied by PublicRead. */
export const declareCacheTags = <T>(tags: AnswerTags<T> = catalogueTags): MethodDecorator => SetMetadata(CACHE_TAGS, tags);

/** The tag headers of a public read's answer, from the tags its handler declared. */
export function cacheTagHeadersOf(context: ExecutionContext, answer: unknown): Record<string, string> {
  const tags = (Reflect.getMetadata(CACHE_TAGS, context.getHandler()) as AnswerTags<unknown> | undefined) ?? catalogueTags;
  return cacheTagHeaders(tags(answer, context.switchToHttp().getRequest<Request>()));
}
