import { Module } from '@nestjs/common';
import { SessionsHandlers } from './sessions.handlers.js';
import { SessionsService } from './sessions.service.js';

@Module({ controllers: [SessionsHandlers], providers: [SessionsService] })
export class SessionsModule {}
