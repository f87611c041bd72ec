import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import { PUBLIC_READ, PublicReadInterceptor } from './public-read.interceptor';
import { CacheSource } from './response-cache';

/**
 * An anonymous public read, answered from the response cache until a write to one of `reads` is announced: a strong
 * ETag (304 for a matching If-None-Match) and a Cache-Control that lets a CDN keep it briefly.
 */
export function PublicRead(...reads: CacheSource[]) {
  return applyDecorators(
    SetMetadata(PUBLIC_READ, reads),
    UseInterceptors(PublicReadInterceptor),
    ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of an answer already held: 304 while it is still the answer.' }),
    ApiResponse({ status: 304, description: 'Not Modified: the If-None-Match ETag is still the answer (no body).' }),
  );
}
