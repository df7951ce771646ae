import { Module } from '@nestjs/common';

/** The portal's HTTP routes: OKRs, initiatives, decisions, metrics, meetings, documents. */
@Module({ controllers: [] })
export class PortalGatewayModule {}
