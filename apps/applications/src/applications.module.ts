import { Module, type DynamicModule } from '@nestjs/common';
import { AnalyticsService } from './analytics/analytics.service.js';
import { ApplicationLabelHandlers, ApplicationsHandlers } from './applications.handlers.js';
import { APPLICATIONS_OPTIONS, type ApplicationsOptions } from './applications-options.js';
import { IntakeService } from './intake/intake.service.js';
import { ApplicationReader } from './review/application-reader.js';
import { RecusalsService } from './review/recusals.service.js';
import { ReviewListService } from './review/review-list.service.js';
import { ReviewService } from './review/review.service.js';

@Module({})
export class ApplicationsModule {
  static forRoot(options: ApplicationsOptions): DynamicModule {
    return {
      module: ApplicationsModule,
      controllers: [ApplicationsHandlers, ApplicationLabelHandlers],
      providers: [
        { provide: APPLICATIONS_OPTIONS, useValue: options },
        IntakeService,
        ApplicationReader,
        ReviewListService,
        ReviewService,
        RecusalsService,
        AnalyticsService,
      ],
    };
  }
}
