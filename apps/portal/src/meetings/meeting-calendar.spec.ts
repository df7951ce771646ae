import { calendarFilename, calendarUid, meetingCalendar } from './meeting-calendar.js';

describe("a meeting's calendar file", () => {
  const when = new Date('2030-05-06T15:30:00Z');

  it('is named by the title’s words and the day, nothing a header or a file system could misread', () => {
    expect(calendarFilename('Weekly AMA: Q&A', when)).toBe('weekly-ama-q-a-2030-05-06.ics');
    expect(calendarFilename('Café "privé" / 2', when)).toBe('cafe-prive-2-2030-05-06.ics');
    expect(calendarFilename('東京 📅', when)).toBe('meeting-2030-05-06.ics');
    expect(calendarFilename(`${'a'.repeat(59)} b`, when)).toBe(`${'a'.repeat(59)}-2030-05-06.ics`);
  });

  it('has the same UID for the same meeting', () => {
    expect(calendarUid('4f0c2a8e-1b2c-4d5e-8f90-123456789abc')).toBe('4f0c2a8e-1b2c-4d5e-8f90-123456789abc@warroom');
  });

  it('writes one VEVENT in UTC, the agenda as plain text, the same bytes for the same meeting', () => {
    const meeting = {
      id: '4f0c2a8e-1b2c-4d5e-8f90-123456789abc',
      title: 'AMA: ship it, now; ok',
      when,
      durationMinutes: 90,
      agenda:
        '# Agenda\n\n1. **Intros** with [the deck](https://example.com/deck)\n2. Q&A\n\n<script>alert(1)</script>',
      videoUrl: 'https://meet.example.com/ama?room=1',
      createdAt: new Date('2026-11-28T10:00:00Z'),
      updatedAt: new Date('2026-11-28T11:00:00.123Z'),
    };
    const file = meetingCalendar(meeting);
    expect(file.filename).toBe('ama-ship-it-now-ok-2030-05-06.ics');
    expect(file.content).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//War Room//War Room//EN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:4f0c2a8e-1b2c-4d5e-8f90-123456789abc@warroom',
        'SEQUENCE:0',
        'DTSTAMP:20261128T110000Z',
        'DTSTART:20300506T153000Z',
        'DTEND:20300506T170000Z',
        'SUMMARY:AMA: ship it\\, now\\; ok',
        'LOCATION:https://meet.example.com/ama?room=1',
        'DESCRIPTION:Agenda\\n\\n1. Intros with the deck (https://example.com/deck)\\n',
        ' 2. Q&A',
        'URL;VALUE=URI:https://meet.example.com/ama?room=1',
        'CREATED:20261128T100000Z',
        'LAST-MODIFIED:20261128T110000Z',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
    expect(meetingCalendar(meeting).content).toBe(file.content);
    const bare = meetingCalendar({ ...meeting, agenda: null, videoUrl: null }).content;
    expect(bare).not.toMatch(/^(DESCRIPTION|URL|LOCATION)/m);
  });
});
