import { PlayCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Popconfirm, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { dayjs } from '../../lib/time';
import { JOBS_KEY, opsApi, useJobs } from './api';
import type { Job } from './types';

/** 每 30 秒, 每 10 分钟, 每 1 小时; 0 is 仅手动. */
export function every(seconds: number) {
  if (!seconds) return '仅手动运行';
  if (seconds % 3600 === 0) return `每 ${seconds / 3600} 小时`;
  if (seconds % 60 === 0) return `每 ${seconds / 60} 分钟`;
  return `每 ${seconds} 秒`;
}

/** The last run's state: 未运行, 运行中 (started, not finished), 失败 (an error), 成功. */
export function JobState({ job }: { job: Job }) {
  if (!job.last_started_at) return <Tag>未运行</Tag>;
  if (!job.last_finished_at) return <Tag color="processing">运行中</Tag>;
  if (job.last_error) return <Tag color="error">失败</Tag>;
  return <Tag color="success">成功</Tag>;
}

/** Seconds between the two Shanghai timestamps (the server keeps whole seconds): 2 秒, <1 秒, 3 分 5 秒. */
export function duration(job: Job) {
  if (!job.last_started_at || !job.last_finished_at) return '—';
  const s = dayjs(job.last_finished_at).diff(dayjs(job.last_started_at), 'second');
  if (s < 1) return '<1 秒';
  return s >= 60 ? `${Math.floor(s / 60)} 分 ${s % 60} 秒` : `${s} 秒`;
}

const resultText = (r: Record<string, unknown> | null) =>
  r
    ? Object.entries(r)
        .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join('，')
    : '';

/**
 * 定时任务 (super): the job registry with each job's last run (state, start, duration, result or error), and 立即运行
 * (a Popconfirm): its answer shown whole; a 409 (already running) or a failure as the server words it.
 */
export function JobsTable() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const jobs = useJobs(true);
  const refresh = () => queryClient.invalidateQueries({ queryKey: JOBS_KEY });
  const run = useMutation({
    mutationFn: (name: string) => opsApi.runJob(name),
    onSuccess: (r) => {
      message.success(`任务 ${r.name} 已执行`);
      modal.success({
        title: `任务 ${r.name} 已执行（第 ${r.run_id} 次运行，用时 ${r.ms} 毫秒）`,
        width: 520,
        okText: '知道了',
        content: (
          <pre data-testid="job-result" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>
            {JSON.stringify(r.result, null, 2)}
          </pre>
        ),
      });
      void refresh();
    },
    onError: (e) => {
      message.error(e.message);
      void refresh();
    },
  });

  const columns: ColumnsType<Job> = [
    {
      title: '任务',
      dataIndex: 'name',
      width: 240,
      render: (n: string, j) => (
        <Flex vertical>
          <Typography.Text strong>{n}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {j.description}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: '周期', dataIndex: 'every_seconds', width: 100, render: every },
    { title: '状态', key: 'state', width: 80, render: (_v, j) => <JobState job={j} /> },
    {
      title: '最近运行',
      dataIndex: 'last_started_at',
      width: 165,
      render: (t: string) => t || '—',
    },
    { title: '耗时', key: 'duration', width: 80, render: (_v, j) => duration(j) },
    {
      title: '结果',
      key: 'result',
      ellipsis: { showTitle: false },
      render: (_v, j) =>
        j.last_error ? (
          <Tooltip title={j.last_error}>
            <Typography.Text type="danger">{j.last_error}</Typography.Text>
          </Tooltip>
        ) : j.last_result ? (
          <Tooltip title={resultText(j.last_result)}>
            <Typography.Text type="secondary">{resultText(j.last_result)}</Typography.Text>
          </Tooltip>
        ) : (
          '—'
        ),
    },
    {
      title: '操作',
      key: 'run',
      width: 120,
      fixed: 'right',
      render: (_v, j) => (
        <Popconfirm
          title={`立即运行 ${j.name}？`}
          description="与定时运行相同：记录在运行历史与操作日志中。"
          okText="运行"
          cancelText="取消"
          onConfirm={() => run.mutateAsync(j.name).catch(() => undefined)}
        >
          <Button
            size="small"
            icon={<PlayCircleOutlined />}
            loading={run.isPending && run.variables === j.name}
            aria-label={`立即运行 ${j.name}`}
          >
            立即运行
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">服务器按周期自动运行以下任务；需要时可立即运行一次。</Typography.Text>
        <Button icon={<ReloadOutlined />} aria-label="刷新任务列表" onClick={() => void refresh()} />
      </Flex>
      <Table<Job>
        rowKey="name"
        size="middle"
        columns={columns}
        dataSource={jobs.data ?? []}
        loading={jobs.isLoading}
        pagination={false}
        scroll={{ x: 940 }}
        locale={{ emptyText: jobs.isError ? jobs.error.message : '暂无任务' }}
      />
    </Flex>
  );
}
