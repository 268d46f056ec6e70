/*
 * dtrace -lv types an sdt probe's args[] from the fields of its event's
 * record (tracefs events/sched/sched_switch/format): prev_comm (char[16])
 * a string, prev_pid (pid_t) int32_t, prev_prio int32_t, prev_state
 * (long) int64_t, and the same for next_*.
 * @@requires: bpf tracefs
 * @@backend: user
 * @@opts: -lv
 * @@mask: probe-ids
 */
sdt:sched::sched_switch
{
}
