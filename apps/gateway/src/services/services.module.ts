import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ClientProxyFactory, Transport } from '@nestjs/microservices';
import { natsTransportOptions } from '@warroom/messaging';
import { NATS_CLIENT, ServiceClient } from './service-client.js';

@Global()
@Module({})
export class ServicesModule {
  static forRoot(natsUrl: string, name: string): DynamicModule {
    return {
      module: ServicesModule,
      providers: [
        {
          provide: NATS_CLIENT,
          useFactory: () =>
            ClientProxyFactory.create({ transport: Transport.NATS, options: natsTransportOptions(natsUrl, name) }),
        },
        ServiceClient,
      ],
      exports: [ServiceClient],
    };
  }
}
