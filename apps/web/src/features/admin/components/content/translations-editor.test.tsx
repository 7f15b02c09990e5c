import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminTranslation } from '@portal/contracts';
import { useContentChange } from '../../api/content-calls';
import { recordingFetch, renderInConsole } from '../../testing/render-in-console';
import { TranslationsEditor } from './translations-editor';

afterEach(() => vi.unstubAllGlobals());

const reply = {
  body: { success: true, pages: [], ui_settings: {}, testimonials: [], translations: [] },
};

function Editor({ translations = [] }: { translations?: AdminTranslation[] }) {
  return <TranslationsEditor translations={translations} change={useContentChange('english')} />;
}

const search = (words: string) =>
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: words } });
const results = () =>
  within(screen.getByRole('list', { name: /Texts found|கிடைத்த உரைகள்/ })).getAllByRole('button');

describe('the text editor', () => {
  it('finds the landing heading by its English words and says where it appears', async () => {
    vi.stubGlobal('fetch', recordingFetch(() => reply).fetch);
    await renderInConsole(<Editor />);
    search('guidance from the stars');
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(results()[0]?.textContent).toContain('Landing page · top banner heading');
    expect(screen.getByRole('status').textContent).toBe('1 text found');
  });

  it('finds it by its Tamil words, and by where it appears, in Tamil for a Tamil office', async () => {
    vi.stubGlobal('fetch', recordingFetch(() => reply).fetch);
    await renderInConsole(<Editor />, 'tamil');
    search('நட்சத்திரங்களின் வழிகாட்டுதல்');
    await waitFor(() =>
      expect(results()[0]?.textContent).toContain('முகப்புப் பக்கம் · மேல் பதாகைத் தலைப்பு'),
    );
    search('குறியீட்டுப் படி பொத்தான்');
    // The button, and the same button while the code is checked.
    await waitFor(() =>
      expect(results().map((button) => button.textContent)).toEqual([
        expect.stringContaining('சரிபார்'),
        expect.stringContaining('சரிபார்க்கிறது'),
      ]),
    );
  });

  it('finds a button by its place in English', async () => {
    vi.stubGlobal('fetch', recordingFetch(() => reply).fetch);
    await renderInConsole(<Editor />);
    search('sign-in code step button');
    await waitFor(() =>
      expect(results().map((button) => button.textContent)).toEqual([
        expect.stringContaining('Verify'),
        expect.stringContaining('Verifying…'),
      ]),
    );
  });

  it('shows at most 50 texts with the count of all', async () => {
    vi.stubGlobal('fetch', recordingFetch(() => reply).fetch);
    await renderInConsole(<Editor />);
    await waitFor(() => expect(results()).toHaveLength(50));
    expect(screen.getByRole('status').textContent).toMatch(
      /^\d{3} texts found Showing the first 50/,
    );
  });

  it('shows the chosen text in both languages and saves its Tamil text', async () => {
    const server = recordingFetch(() => reply);
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<Editor />);
    search('Book {{service}}');
    await waitFor(() => expect(results().length).toBeGreaterThan(0));
    fireEvent.click(results()[0]!);
    const chosen = screen.getByRole('region', { name: 'Chosen text' });
    expect(
      within(chosen).getByText('Landing page · services section · booking button (hidden label)'),
    ).toBeTruthy();
    expect(within(chosen).getByText('Book {{service}}', { selector: 'dd' })).toBeTruthy();
    expect(within(chosen).getByText('Not changed: the built-in text shows.')).toBeTruthy();
    expect(screen.getByTestId('text-preview').textContent).toBe('Book Jathagam Reading');

    fireEvent.change(within(chosen).getByLabelText('Language'), { target: { value: 'tamil' } });
    const editor = within(chosen).getByLabelText('Your text in Tamil');
    expect((editor as HTMLTextAreaElement).value).toContain('{{service}}');
    fireEvent.change(editor, { target: { value: 'இப்போதே பதிவு' } });
    expect(screen.getByTestId('text-preview').textContent).toBe('இப்போதே பதிவு');
    expect(within(chosen).getByText(/The built-in text shows \{\{service\}\}/)).toBeTruthy();
    fireEvent.change(editor, { target: { value: '{{service}} இப்போதே பதிவு' } });
    expect(screen.getByTestId('text-preview').textContent).toBe('ஜாதகம் பார்த்தல் இப்போதே பதிவு');
    expect(within(chosen).queryByText(/The built-in text shows/)).toBeNull();

    fireEvent.click(within(chosen).getByRole('button', { name: 'Save text' }));
    await waitFor(() =>
      expect(server.calls.filter((call) => call.method === 'PUT')).toHaveLength(1),
    );
    expect(server.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/admin/translations',
      body: {
        language: 'tamil',
        page: 'landing',
        key: 'book_service',
        value: '{{service}} இப்போதே பதிவு',
      },
    });
  });

  it('marks changed texts, lists only them when asked, and removes an override', async () => {
    const server = recordingFetch(() => reply);
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(
      <Editor
        translations={[
          { language: 'tamil', page: 'landing', key: 'cta_title', value: 'இன்றே தொடங்குங்கள்' },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only changed texts' }));
    await waitFor(() => expect(results()).toHaveLength(1));
    expect(results()[0]?.textContent).toContain('Changed');
    expect(results()[0]?.textContent).toContain('இன்றே தொடங்குங்கள்');
    fireEvent.click(results()[0]!);
    const chosen = screen.getByRole('region', { name: 'Chosen text' });
    fireEvent.change(within(chosen).getByLabelText('Language'), { target: { value: 'tamil' } });
    expect(within(chosen).getByText('இன்றே தொடங்குங்கள்', { selector: 'dd' })).toBeTruthy();
    fireEvent.click(within(chosen).getByRole('button', { name: 'Use the built-in text again' }));
    await waitFor(() =>
      expect(server.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1),
    );
    expect(server.calls.find((call) => call.method === 'DELETE')?.path).toBe(
      '/api/admin/translations/tamil/landing/cta_title',
    );
  });

  it('still lists an override of an unknown text, to remove it', async () => {
    const server = recordingFetch(() => reply);
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(
      <Editor translations={[{ language: 'tamil', page: 'e2e', key: 'note', value: 'வணக்கம்' }]} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Remove e2e.note' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'DELETE')?.path).toBe(
        '/api/admin/translations/tamil/e2e/note',
      ),
    );
  });
});
