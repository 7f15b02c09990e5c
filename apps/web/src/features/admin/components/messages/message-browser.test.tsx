import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failedMessage, outboxMessage } from '../../testing/admin-fixtures';
import { recordingFetch, renderInConsole } from '../../testing/render-in-console';
import { MessageBrowser, type MessageBrowserValues } from './message-browser';

afterEach(() => vi.unstubAllGlobals());

/** The messages page's state, as the screen keeps it in the address. */
function Browser({ start = {} }: { start?: Partial<MessageBrowserValues> }) {
  const [values, setValues] = useState<MessageBrowserValues>({
    status: '',
    channel: '',
    appointmentId: null,
    page: 1,
    ...start,
  });
  return <MessageBrowser values={values} language="english" onChange={setValues} />;
}

/** Answers every list with two messages (60 in all, so there are pages) and 3 failed; records each query. */
function listServer() {
  const urls: string[] = [];
  const server = recordingFetch(() => ({
    body: {
      success: true,
      messages: [outboxMessage(), failedMessage()],
      total: 60,
      page: 1,
      page_size: 25,
    },
  }));
  const failedServer = recordingFetch(() => ({
    body: { success: true, messages: [failedMessage()], total: 3, page: 1, page_size: 1 },
  }));
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    urls.push(url);
    return (
      url.includes('page_size=1&') || url.endsWith('page_size=1') ? failedServer : server
    ).fetch(input, init);
  };
  return { urls, fetch };
}

describe('the messages page', () => {
  it('lists the newest messages and counts the failed ones', async () => {
    const server = listServer();
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<Browser />);
    expect(await screen.findByText('60 messages')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('3 messages could not be sent.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Failed (3)' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(server.urls.sort()).toEqual([
      '/api/admin/messages?page=1&page_size=25',
      '/api/admin/messages?status=failed&page_size=1',
    ]);
  });

  it('says when there are more messages than the list counts (decision 0071), in English', async () => {
    vi.stubGlobal(
      'fetch',
      recordingFetch(() => ({
        body: {
          success: true,
          messages: [outboxMessage()],
          total: 10000,
          total_capped: true,
          page: 1,
          page_size: 25,
        },
      })).fetch,
    );
    await renderInConsole(<Browser />);
    expect(
      await screen.findByText(
        'More than 10000 messages: choose a status or a channel to narrow the list.',
      ),
    ).toBeTruthy();
  });

  it('says when there are more messages than the list counts, in Tamil', async () => {
    vi.stubGlobal(
      'fetch',
      recordingFetch(() => ({
        body: {
          success: true,
          messages: [outboxMessage()],
          total: 10000,
          total_capped: true,
          page: 1,
          page_size: 25,
        },
      })).fetch,
    );
    await renderInConsole(<Browser />, 'tamil');
    expect(await screen.findByText(/^10000-க்கும் மேற்பட்ட செய்திகள்:/)).toBeTruthy();
  });

  it('asks the server for what each filter and page shows', async () => {
    const server = listServer();
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<Browser />);
    await screen.findByText('60 messages');
    const asked = () => server.urls.filter((url) => !url.endsWith('page_size=1')).at(-1);

    fireEvent.click(screen.getByRole('button', { name: 'Show failed messages' }));
    await waitFor(() =>
      expect(asked()).toBe('/api/admin/messages?status=failed&page=1&page_size=25'),
    );
    expect(screen.getByRole('button', { name: 'Failed (3)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.queryByText('3 messages could not be sent.')).toBeNull();

    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: 'sms' } });
    await waitFor(() =>
      expect(asked()).toBe('/api/admin/messages?status=failed&channel=sms&page=1&page_size=25'),
    );

    const status = screen.getByRole('group', { name: 'Status' });
    fireEvent.click(within(status).getByRole('button', { name: 'Waiting to send' }));
    await waitFor(() =>
      expect(asked()).toBe('/api/admin/messages?status=pending&channel=sms&page=1&page_size=25'),
    );
    fireEvent.click(within(status).getByRole('button', { name: 'No longer needed' }));
    await waitFor(() =>
      expect(asked()).toBe('/api/admin/messages?status=dropped&channel=sms&page=1&page_size=25'),
    );

    fireEvent.click(within(status).getByRole('button', { name: 'All' }));
    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: '' } });
    await waitFor(() => expect(asked()).toBe('/api/admin/messages?page=1&page_size=25'));

    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked()).toBe('/api/admin/messages?page=2&page_size=25'));
  });

  it("shows one appointment's messages, and all again", async () => {
    const server = listServer();
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<Browser start={{ appointmentId: 41 }} />);
    expect(await screen.findByText('Messages of APT-0041 only')).toBeTruthy();
    expect(server.urls).toContain('/api/admin/messages?appointment_id=41&page=1&page_size=25');
    fireEvent.click(screen.getByRole('button', { name: 'Show all messages' }));
    await waitFor(() => expect(server.urls.at(-1)).toBe('/api/admin/messages?page=1&page_size=25'));
  });

  it('says so when nothing failed', async () => {
    vi.stubGlobal(
      'fetch',
      recordingFetch(() => ({
        body: { success: true, messages: [], total: 0, page: 1, page_size: 25 },
      })).fetch,
    );
    await renderInConsole(<Browser start={{ status: 'failed' }} />);
    expect(await screen.findByText('No failed messages.')).toBeTruthy();
    expect(screen.getByText('0 messages')).toBeTruthy();
  });
});
