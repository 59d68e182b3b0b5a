export { Button, type ButtonProps } from './button';
export { Panel, type PanelProps } from './panel';
export { IconButton, type IconButtonProps } from './icon-button';
export { Modal, type ModalProps } from './modal';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { Tooltip, type TooltipProps } from './tooltip';
export { Menu, type MenuProps, type MenuItem, type MenuEntry } from './menu';
export { Skeleton, LoadError, type SkeletonProps, type LoadErrorProps } from './load-states';
export {
  TextField,
  TextAreaField,
  SelectField,
  CheckboxField,
  FormMessage,
  type TextFieldProps,
  type TextAreaFieldProps,
  type SelectFieldProps,
  type SelectOption,
  type CheckboxFieldProps,
  type FormMessageProps,
} from './fields';
export { useFocusTrap, focusableWithin } from './use-focus-trap';
export {
  SortableList,
  DragHandle,
  type SortableListProps,
  type SortableItemRenderProps,
  type DragHandleBindings,
  type DragHandleProps,
} from './sortable-list';
export {
  CloseIcon,
  PlusIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronDownIcon,
  EditIcon,
  TrashIcon,
  NotesIcon,
  InfoIcon,
  HelpIcon,
  ChartIcon,
  DragHandleIcon,
  ListIcon,
  DumbbellIcon,
  CheckIcon,
  TrophyIcon,
  PlateIcon,
  type IconProps,
} from './icons';
export { lazyChunk, type ChunkState, type DialogOpenerProps, type LazyChunk } from './lazy-chunk';
export { lazyDialog, useChunk, type LazyDialogOptions } from './lazy-dialog';
