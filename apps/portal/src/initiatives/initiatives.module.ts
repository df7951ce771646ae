import { Module } from '@nestjs/common';
import { InitiativesHandlers } from './initiatives.handlers.js';
import { InitiativesService } from './initiatives.service.js';

@Module({ controllers: [InitiativesHandlers], providers: [InitiativesService] })
export class InitiativesModule {}
