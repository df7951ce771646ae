import { Module, type DynamicModule } from '@nestjs/common';
import { APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import type { GatewayEnv } from '@warroom/config';
import { HealthController } from './health/health.controller.js';
import { GatewayOptionsModule } from './platform/gateway-options.module.js';
import { RequestContextInterceptor } from './platform/request-context.interceptor.js';
import { ServicesModule } from './services/services.module.js';

@Module({})
export class AppModule {
  static forRoot(env: GatewayEnv, instance: string): DynamicModule {
    return {
      module: AppModule,
      imports: [DiscoveryModule, GatewayOptionsModule.forRoot(env), ServicesModule.forRoot(env.NATS_URL, instance)],
      controllers: [HealthController],
      providers: [{ provide: APP_INTERCEPTOR, useClass: RequestContextInterceptor }],
    };
  }
}
