import { describe, expect, it } from 'vitest';
import { acceptFiles, draftProblems, emptyDraft, toFormData, type BookingDraft } from './booking-draft';
import { offeredModes } from './consultation-modes';

const picture = (name: string, size = 1000) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), new Uint8Array(size)], name, { type: 'image/jpeg' });
const program = () => new File([new Uint8Array([0x4d, 0x5a, 0x90, 0]), new Uint8Array(100)], 'photo.png', { type: 'image/png' });

const filled = (patch: Partial<BookingDraft> = {}): BookingDraft => ({
  ...emptyDraft(1),
  name: 'Ravi',
  gender: 'male',
  date_of_birth: '1985-11-02',
  birth_time_exact: '14:30',
  birth_place: 'Coimbatore',
  consultation_mode: 'phone',
  terms_agreed: true,
  ...patch,
});

describe('the booking draft', () => {
  it('is checked by the server’s rules: the bridegroom is needed only with the marriage service', () => {
    expect(draftProblems(filled(), [2])).toEqual({});
    expect(draftProblems(filled({ services: [1, 2] }), [2])).toMatchObject({
      bridegroom_name: 'validation.bridegroom_name',
      bridegroom_date_of_birth: 'validation.bridegroom_date_of_birth',
      bridegroom_current_location: 'validation.bridegroom_current_location',
      bridegroom_birth_place: 'validation.bridegroom_birth_place',
    });
    expect(draftProblems(filled({ birth_time_type: 'period' }), [2])).toEqual({ birth_time: 'validation.time_period' });
    expect(draftProblems(filled({ services: [], terms_agreed: false }), [2])).toEqual({
      services: 'validation.services_required',
      terms_agreed: 'validation.terms',
    });
  });

  it('needs a way to consult that every chosen service offers, named after the services', () => {
    expect(draftProblems(filled({ consultation_mode: '' }), [2])).toEqual({ consultation_mode: 'validation.consultation_mode' });
    expect(draftProblems(filled({ consultation_mode: 'video' }), [2], ['in_person', 'phone'])).toEqual({ consultation_mode: 'validation.consultation_mode_offered' });
    expect(Object.keys(draftProblems(filled({ services: [], consultation_mode: '', terms_agreed: false }), [2]))).toEqual(['services', 'consultation_mode', 'terms_agreed']);
  });

  it('offers the ways to consult that every chosen service shares, in the usual order', () => {
    const services = [
      { id: 1, consultation_modes: ['video', 'in_person', 'phone'] as const },
      { id: 2, consultation_modes: ['video', 'in_person'] as const },
      { id: 3, consultation_modes: ['phone'] as const },
    ].map((service) => ({ ...service, consultation_modes: [...service.consultation_modes] }));
    expect(offeredModes(services, [1])).toEqual(['in_person', 'phone', 'video']);
    expect(offeredModes(services, [1, 2])).toEqual(['in_person', 'video']);
    expect(offeredModes(services, [2, 3])).toEqual([]);
    expect(offeredModes(services, [])).toEqual([]);
  });

  it('sends the chosen kind of birth time, each service, and the files', () => {
    const form = toFormData(filled({ services: [1, 3], birth_time_type: 'period', birth_time_period: 'night' }), [picture('a.jpg')]);
    expect(form.get('birth_time')).toBe('night');
    expect(form.getAll('services')).toEqual(['1', '3']);
    expect(form.get('terms_agreed')).toBe('true');
    expect(form.get('consultation_mode')).toBe('phone');
    expect(form.has('father_name')).toBe(false);
    expect((form.get('files') as File).name).toBe('a.jpg');
  });

  it('keeps at most 5 files of 10 MB, JPG, PNG or PDF by content, and names the first problem', async () => {
    const four = ['1', '2', '3', '4'].map((name) => picture(`${name}.jpg`));
    const more = await acceptFiles(four, [picture('5.jpg'), picture('6.jpg')]);
    expect(more.files.map((file) => file.name)).toEqual(['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg']);
    expect(more.problem).toBe('validation.files_max');
    expect(await acceptFiles([], [picture('big.jpg', 10 * 1024 * 1024)])).toMatchObject({ files: [], problem: 'validation.file_size' });
    expect(await acceptFiles([], [program(), picture('ok.jpg')])).toMatchObject({ problem: 'validation.file_type' });
  });
});
