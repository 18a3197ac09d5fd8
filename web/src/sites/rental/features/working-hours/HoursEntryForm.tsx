import { isApiError } from '@showcase/contracts/fetcher';
import {
  getListWorkingHoursQueryKey,
  useSaveWorkingHours,
} from '@showcase/contracts/generated/endpoints/working-hours/working-hours';
import type { WorkingDayDto } from '@showcase/contracts/generated/model/workingDayDto';
import type { WorkingHoursDto } from '@showcase/contracts/generated/model/workingHoursDto';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useFieldControl } from '../../../../shared/use-field-control';
import buttons from '../../components/buttons.module.css';
import { FieldError } from '../../components/FormField';
import forms from '../../components/forms.module.css';
import { StatusNote, type NoteTone } from '../../components/StatusNote';
import { DemoSavedNothingNote } from '../staff-shell/StaffPage';
import { applyStaffWrite, wasSimulated } from '../staff-shell/simulated-cache';
import { HOURS_INPUT_MESSAGE, hoursInputText } from './working-hours-rules';
import { workingHoursDe } from './working-hours-texts';
import { checkEntries, dayLabel, withSavedDays, type HoursDrafts } from './working-hours-view';
import styles from './WorkingHours.module.css';

const t = workingHoursDe.entry;

interface Notice {
  tone: NoteTone;
  text: string;
}

interface DayInputProps {
  day: WorkingDayDto;
  today: boolean;
  value: string;
  invalid: boolean;
  onChange: (text: string) => void;
}

const inputIdOf = (formId: string, date: string) => `${formId}-${date}`;

function DayInput({ day, today, value, invalid, onChange, id }: DayInputProps & { id: string }) {
  const { errorId, control } = useFieldControl({
    hasError: invalid,
    hasHint: false,
    required: false,
    hintShownWithError: false,
  });
  return (
    <div className={styles.entryDay}>
      <div className={styles.entryHead}>
        <label className={styles.entryLabel} htmlFor={id}>
          <span className="visually-hidden">{t.labelPrefix} </span>
          {dayLabel(day.date)}
        </label>
        {today && <span className={styles.todayTag}>{t.today}</span>}
      </div>
      <div className={styles.entryControl}>
        <input
          {...control}
          id={id}
          className={`${forms.input} ${styles.hoursInput}`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          maxLength={8}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className={styles.unit} aria-hidden="true">
          {t.unit}
        </span>
      </div>
      {invalid && <FieldError id={errorId}>{HOURS_INPUT_MESSAGE}</FieldError>}
    </div>
  );
}

/**
 * The viewer's own editable days (the API's `editable`: the last three, business time) with an
 * input each. "Stunden speichern" sends every changed day in one PUT; an emptied input clears
 * its day. A real save reloads the list; the demo account's simulated one is merged into it.
 */
export function HoursEntryForm({ list }: { list: WorkingHoursDto }) {
  const queryClient = useQueryClient();
  const save = useSaveWorkingHours();
  const formId = useId();
  const titleId = useId();
  const [drafts, setDrafts] = useState<HoursDrafts>({});
  const [invalidDays, setInvalidDays] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);
  const [demo, setDemo] = useState(false);
  const editable = list.days.filter((day) => day.editable);

  const onChange = (date: string, text: string) => {
    setDrafts((current) => ({ ...current, [date]: text }));
    if (invalidDays.has(date)) {
      setInvalidDays((current) => new Set([...current].filter((day) => day !== date)));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setNotice(null);
    const check = checkEntries(editable, drafts);
    if (check.kind === 'invalid') {
      setInvalidDays(new Set(check.invalidDays));
      setNotice({ tone: 'failure', text: t.checkInputs });
      const first = check.invalidDays[0];
      if (first) document.getElementById(inputIdOf(formId, first))?.focus();
      return;
    }
    setInvalidDays(new Set());
    if (check.kind === 'unchanged') {
      setNotice({ tone: 'info', text: t.unchanged });
      return;
    }
    try {
      const result = await save.mutateAsync({
        employeeId: list.employeeId,
        data: { hoursByDate: check.hoursByDate },
      });
      await applyStaffWrite<WorkingHoursDto>(queryClient, result, [getListWorkingHoursQueryKey()], {
        queryKey: getListWorkingHoursQueryKey(),
        update: (data) => withSavedDays(data, result),
      });
      setDrafts({});
      setNotice({ tone: 'success', text: t.saved });
      if (wasSimulated(result)) setDemo(true);
    } catch (error) {
      const pastWindow =
        isApiError(error) &&
        error.problem?.errors?.some((problem) => problem.code === 'NOT_EDITABLE') === true;
      if (pastWindow) {
        await queryClient.invalidateQueries({ queryKey: getListWorkingHoursQueryKey() });
        setDrafts({});
        setNotice({ tone: 'failure', text: t.notEditable });
        return;
      }
      setNotice({ tone: 'failure', text: t.failed });
    }
  };

  return (
    <section className={styles.entryCard} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className={styles.cardTitle}>
          {t.title}
        </h2>
        <p className={styles.cardHint}>{t.hint}</p>
      </div>
      <form className={styles.entryForm} noValidate onSubmit={(e) => void submit(e)}>
        <div className={styles.entryDays}>
          {editable.map((day) => (
            <DayInput
              key={day.date}
              id={inputIdOf(formId, day.date)}
              day={day}
              today={day.date === list.to}
              value={drafts[day.date] ?? hoursInputText(day.hours)}
              invalid={invalidDays.has(day.date)}
              onChange={(text) => onChange(day.date, text)}
            />
          ))}
        </div>
        <div className={styles.entryActions}>
          <button type="submit" className={buttons.primary} disabled={save.isPending}>
            {save.isPending && <span className={buttons.spinner} aria-hidden="true" />}
            {save.isPending ? t.saving : t.save}
          </button>
        </div>
        <StatusNote tone={notice?.tone}>{notice?.text}</StatusNote>
        {demo && <DemoSavedNothingNote />}
      </form>
    </section>
  );
}
