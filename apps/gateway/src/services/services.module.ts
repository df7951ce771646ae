import { Global, Module, type DynamicModule } from '@nestjs/common';
import { connectNats } from '@warroom/nats';
import { NATS_CLIENT, ServiceClient } from './service-client.js';

@Global()
@Module({})
export class ServicesModule {
  static forRoot(natsUrl: string, name: string): DynamicModule {
    return {
      module: ServicesModule,
      providers: [{ provide: NATS_CLIENT, useFactory: () => connectNats(natsUrl, name) }, ServiceClient],
      exports: [ServiceClient],
    };
  }
}
