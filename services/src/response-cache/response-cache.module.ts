import { Global, Module } from '@nestjs/common';
import { SERVICE_CONFIG, ServiceConfig } from '../config';
import { CacheInvalidation } from './cache-invalidation.service';
import { InvalidateAfterWrite } from './invalidate-after-write.interceptor';
import { PublicReadInterceptor } from './public-read.interceptor';
import { ResponseCache } from './response-cache';

const responseCache = {
  provide: ResponseCache,
  inject: [SERVICE_CONFIG],
  useFactory: (config: Pick<ServiceConfig, 'responseCacheBytes'>) => new ResponseCache(config.responseCacheBytes),
};

/** The response cache of public reads and what keeps it in step with the database, for every feature module. */
@Global()
@Module({
  providers: [responseCache, CacheInvalidation, PublicReadInterceptor, InvalidateAfterWrite],
  exports: [ResponseCache, CacheInvalidation, PublicReadInterceptor, InvalidateAfterWrite],
})
export class ResponseCacheModule {}
