import { isApiError } from '@showcase/contracts/fetcher';
import {
  getListInboxQueryKey,
  useAddTodo,
} from '@showcase/contracts/generated/endpoints/inbox/inbox';
import { getGetStaffOverviewQueryKey } from '@showcase/contracts/generated/endpoints/staff/staff';
import type { InboxItemDto } from '@showcase/contracts/generated/model/inboxItemDto';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Modal } from '../../../../shared/modal/Modal';
import { rulesResolver } from '../../../../shared/rules-resolver';
import buttons from '../../components/buttons.module.css';
import { FormField } from '../../components/FormField';
import forms from '../../components/forms.module.css';
import { StatusNote } from '../../components/StatusNote';
import { applyStaffWrite, wasSimulated } from '../staff-shell/simulated-cache';
import styles from './dialogs.module.css';
import { inboxDe } from './inbox-texts';
import { withItemFirst, type CachedList } from './paged-cache';
import {
  emptyTodoValues,
  todoFormRules,
  todoProblemErrors,
  toCreateTodoRequest,
  type TodoField,
  type TodoFormValues,
} from './todo-rules';

const t = inboxDe.newTodo;
const resolver = rulesResolver(todoFormRules, t.errors);

export interface TodoAdded {
  name: string;
  simulated: boolean;
}

interface NewTodoDialogProps {
  onClose: () => void;
  onAdded: (added: TodoAdded) => void;
}

/**
 * "Neue Aufgabe": a title and a description. A real to-do reloads the open to-dos and the menu
 * badge; the demo account's simulated one goes to the top of the cached list.
 */
export function NewTodoDialog({ onClose, onAdded }: NewTodoDialogProps) {
  const queryClient = useQueryClient();
  const addTodo = useAddTodo();
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TodoFormValues>({ defaultValues: emptyTodoValues, resolver });

  const send = async (values: TodoFormValues) => {
    setFailed(false);
    try {
      const result = await addTodo.mutateAsync({ data: toCreateTodoRequest(values) });
      await applyStaffWrite<CachedList<InboxItemDto>>(
        queryClient,
        result,
        [getListInboxQueryKey({ type: 'todo' }), getGetStaffOverviewQueryKey()],
        {
          queryKey: getListInboxQueryKey({ type: 'todo', state: 'open' }),
          update: (data) => withItemFirst(data, result.item),
        },
      );
      onAdded({ name: result.item.name, simulated: wasSimulated(result) });
    } catch (error) {
      const fieldErrors =
        isApiError(error) && error.status === 400 ? todoProblemErrors(error.problem) : {};
      const fields = Object.entries(fieldErrors) as [TodoField, keyof typeof t.errors][];
      if (fields.length === 0) {
        setFailed(true);
        return;
      }
      fields.forEach(([field, key], index) =>
        setError(field, { type: key, message: t.errors[key] }, { shouldFocus: index === 0 }),
      );
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t.title}
      closeLabel={inboxDe.close}
      className={styles.panel}
    >
      <form className={forms.form} noValidate onSubmit={handleSubmit(send)}>
        <fieldset className={forms.fields} disabled={addTodo.isPending}>
          <legend className="visually-hidden">{t.title}</legend>
          <FormField label={t.labels.name} error={errors.name?.message} hint={t.hints.name}>
            {(field) => (
              <input
                {...field}
                {...register('name')}
                className={forms.input}
                type="text"
                autoComplete="off"
              />
            )}
          </FormField>
          <FormField label={t.labels.body} error={errors.body?.message} hint={t.hints.body}>
            {(field) => (
              <textarea
                {...field}
                {...register('body')}
                className={`${forms.input} ${styles.textarea}`}
                rows={5}
              />
            )}
          </FormField>
        </fieldset>
        <StatusNote tone="failure">{failed ? t.failed : null}</StatusNote>
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {t.cancel}
          </button>
          <button type="submit" className={buttons.primary} disabled={addTodo.isPending}>
            {addTodo.isPending && <span className={buttons.spinner} aria-hidden="true" />}
            {addTodo.isPending ? t.sending : t.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
