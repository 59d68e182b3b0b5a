import { useId, useState, type DragEvent } from 'react';

export interface FilePickerProps {
  onChoose: (file: File) => void;
}

/** Pick a file, or drop one on the zone; the picker is the keyboard's and screen reader's way in. */
export function FilePicker({ onChoose }: FilePickerProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onChoose(file);
  };
  return (
    <div
      className={over ? 'ui-empty data-drop data-drop--over' : 'ui-empty data-drop'}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <label htmlFor={id} className="ui-button" data-variant="secondary">
        Choose a file
      </label>
      <input
        id={id}
        className="ui-visually-hidden"
        type="file"
        accept=".csv,.json,text/csv,application/json"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onChoose(file);
        }}
      />
      <p className="data-drop__hint">or drop it here: a CSV from Strong, Hevy or FitNotes, or a backup (.json) of this app, up to 20 MB.</p>
    </div>
  );
}
