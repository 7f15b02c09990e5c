// No zod here: the booking form's initial bundle needs the rules, not the schema (decision 0085).
import {
  isMarriageService,
  isQuestionService,
  MARRIAGE_SERVICE_ID,
  PRASANAM_SERVICE_ID,
} from './constants';

/**
 * Which chosen services change the rules: a marriage service needs the bridegroom; question
 * services alone need no birth time.
 */
export interface BookingServiceRules {
  marriageServiceIds: readonly number[];
  questionServiceIds: readonly number[];
}

export const defaultBookingServiceRules: BookingServiceRules = {
  marriageServiceIds: [MARRIAGE_SERVICE_ID],
  questionServiceIds: [PRASANAM_SERVICE_ID],
};

/** The rules for the services a catalogue offers: marriage ones by id or name, question ones by key. */
export function bookingServiceRules(
  services: readonly { id: number; key: string; name?: string | null }[],
): BookingServiceRules {
  return {
    marriageServiceIds: services
      .filter((service) => isMarriageService(service))
      .map((service) => service.id),
    questionServiceIds: services
      .filter((service) => isQuestionService(service))
      .map((service) => service.id),
  };
}

/**
 * Whether a booking of these services casts a chart from the birth details, and so needs each
 * person's place located (decision 0109): every service but Prasanam, which is cast at the office
 * from the moment the question is asked. No service chosen yet counts as one that casts.
 */
export function castsChart(services: readonly number[], rules: BookingServiceRules): boolean {
  return services.length === 0 || !services.every((id) => rules.questionServiceIds.includes(id));
}
