import { Module } from '@nestjs/common';
import { DocumentsHandlers } from './documents.handlers.js';
import { DocumentsService } from './documents.service.js';

@Module({ controllers: [DocumentsHandlers], providers: [DocumentsService] })
export class DocumentsModule {}
