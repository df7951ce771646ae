import { Module, type DynamicModule } from '@nestjs/common';
import { AnalyticsService } from './analytics/analytics.service.js';
import { ApplicationsHandlers } from './applications.handlers.js';
import { APPLICATIONS_OPTIONS, type ApplicationsOptions } from './applications-options.js';
import { IntakeService } from './intake/intake.service.js';
import { ReviewService } from './review/review.service.js';

@Module({})
export class ApplicationsModule {
  static forRoot(options: ApplicationsOptions): DynamicModule {
    return {
      module: ApplicationsModule,
      controllers: [ApplicationsHandlers],
      providers: [{ provide: APPLICATIONS_OPTIONS, useValue: options }, IntakeService, ReviewService, AnalyticsService],
    };
  }
}
