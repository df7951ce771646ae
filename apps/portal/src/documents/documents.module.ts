import { Module } from '@nestjs/common';
import { documentOps } from '@warroom/contracts';
import { recordHandlers } from '../common/record-handlers.js';
import { DocumentsService } from './documents.service.js';

@Module({ controllers: [recordHandlers(documentOps, DocumentsService)], providers: [DocumentsService] })
export class DocumentsModule {}
