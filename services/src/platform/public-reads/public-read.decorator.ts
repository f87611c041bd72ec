import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import type { AnswerTags } from '../cdn/cache-tags';
import { declareCacheTags } from '../cdn/public-read-tags';
import { PublicReadInterceptor } from './public-read.interceptor';

/**
 * An anonymous public read: a strong ETag (304 for a matching If-None-Match) and a Cache-Control that lets the gateway
 * and a CDN keep the answer. Nothing more to say: the gateway keeps it until the database announces any change
 * (PublicReadChanges), so a read never names the tables it comes from. For a CDN, which is purged by key instead,
 * `tags` names what the answer depends on (cdn/cache-tags.ts; by default the whole catalogue).
 */
export function PublicRead<T>({ tags }: { tags?: AnswerTags<T> } = {}) {
  return applyDecorators(
    UseInterceptors(PublicReadInterceptor),
    declareCacheTags(tags),
    ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of an answer already held: 304 while it is still the answer.' }),
    ApiResponse({ status: 304, description: 'Not Modified: the If-None-Match ETag is still the answer (no body).' }),
  );
}
