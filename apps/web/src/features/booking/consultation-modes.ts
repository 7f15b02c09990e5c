import { consultationModes, type ConsultationMode, type Service } from '@portal/contracts';

/** The ways to consult that every chosen service offers, in the usual order (in person, phone, video). */
export function offeredModes(
  services: readonly Pick<Service, 'id' | 'consultation_modes'>[],
  chosenIds: readonly number[],
): ConsultationMode[] {
  const chosen = services.filter((service) => chosenIds.includes(service.id));
  if (chosen.length === 0) return [];
  return consultationModes.filter((mode) =>
    chosen.every((service) => service.consultation_modes.includes(mode)),
  );
}

/** The validation key for the draft's way to consult, or null when it is one the services offer. */
export function modeProblem(
  mode: '' | ConsultationMode,
  offered: readonly ConsultationMode[],
): string | null {
  if (mode === '') return 'validation.consultation_mode';
  return offered.includes(mode) ? null : 'validation.consultation_mode_offered';
}
