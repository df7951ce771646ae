import { Module } from '@nestjs/common';
import { initiativeOps } from '@warroom/contracts';
import { recordHandlers } from '../common/record-handlers.js';
import { InitiativesService } from './initiatives.service.js';

@Module({ controllers: [recordHandlers(initiativeOps, InitiativesService)], providers: [InitiativesService] })
export class InitiativesModule {}
