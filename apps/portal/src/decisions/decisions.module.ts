import { Module } from '@nestjs/common';
import { DecisionsHandlers } from './decisions.handlers.js';
import { AdrExportService } from './adr-export.service.js';
import { DecisionsService } from './decisions.service.js';

@Module({ controllers: [DecisionsHandlers], providers: [DecisionsService, AdrExportService] })
export class DecisionsModule {}
