/**
 * Where pictures come in: dropped on the zone or chosen with the file picker (the keyboard's way in),
 * several at once, for every colour or for the one chosen beside it. Only files dropped here count:
 * a picture of the list dragged over it is not an upload.
 */
import { useRef, useState, type DragEvent } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { PICTURE_TYPES } from '../../../contract/admin/picture-limits';
import type { Color } from '../../../contract/constants';

interface UploadZoneProps {
  colors: readonly Color[];
  onFiles: (files: File[], color: Color | null) => void;
}

const hasFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

export function UploadZone({ colors, onFiles }: UploadZoneProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const input = useRef<HTMLInputElement>(null);
  const [color, setColor] = useState<Color | ''>('');
  const [over, setOver] = useState(false);
  const chosen = color && colors.includes(color) ? color : null;
  const take = (list: FileList | null) => {
    if (list && list.length > 0) onFiles([...list], chosen);
  };
  return (
    <div
      className={`upload-zone${over ? ' upload-zone--over' : ''}`}
      onDragEnter={(event) => hasFiles(event) && setOver(true)}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault(); // this zone takes the drop
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setOver(false);
        take(event.dataTransfer.files);
      }}
    >
      <p className="upload-zone__lead">{text('pictures.upload.drop')}</p>
      <div className="upload-zone__row">
        <Button className="button" onPress={() => input.current?.click()}>
          {text('pictures.upload.choose')}
        </Button>
        <span className="upload-zone__color">
          <label htmlFor="upload-color">{text('pictures.upload.for')}</label>
          <select
            id="upload-color"
            className="select"
            value={chosen ?? ''}
            onChange={(event) => setColor(event.target.value as Color | '')}
          >
            <option value="">{text('pictures.color.all')}</option>
            {colors.map((c) => (
              <option key={c} value={c}>
                {text(`pictures.color.${c}`)}
              </option>
            ))}
          </select>
        </span>
      </div>
      <p className="upload-zone__hint">{text('pictures.upload.limits')}</p>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={PICTURE_TYPES.join(',')}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = ''; // the same files may be chosen again
        }}
      />
    </div>
  );
}
