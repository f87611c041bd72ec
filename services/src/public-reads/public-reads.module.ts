import { Module } from '@nestjs/common';
import { PublicReadChangesController } from './public-read-changes.controller';
import { PublicReadChanges } from './public-read-changes.service';

/** The stream of the database's changes that lets the gateway keep public reads (PublicRead marks them). */
@Module({ controllers: [PublicReadChangesController], providers: [PublicReadChanges] })
export class PublicReadsModule {}
