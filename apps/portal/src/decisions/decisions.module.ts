import { Module } from '@nestjs/common';
import { DecisionsHandlers } from './decisions.handlers.js';
import { DecisionsService } from './decisions.service.js';

@Module({ controllers: [DecisionsHandlers], providers: [DecisionsService] })
export class DecisionsModule {}
