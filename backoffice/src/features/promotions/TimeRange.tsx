import { DatePicker } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';

/**
 * A range of Shanghai wall-clock times with seconds (the server's `YYYY-MM-DD HH:mm:ss`); `optional`: either bound may
 * stay empty (不限). Enter in a bound confirms the typed time; it does not submit the dialog's form (which would send
 * the range before the end is typed).
 */
export function TimeRange({ optional, ...props }: RangePickerProps & { optional?: boolean }) {
  return (
    <DatePicker.RangePicker
      showTime
      allowEmpty={optional ? [true, true] : undefined}
      placeholder={optional ? ['开始时间（不限）', '结束时间（不限）'] : ['开始时间', '结束时间']}
      style={{ width: '100%' }}
      {...props}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.preventDefault();
      }}
    />
  );
}
