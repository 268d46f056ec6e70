/* @@requires: btf */
/* a bit-field of a kernel struct (BTF kind_flag member offsets) */

BEGIN
{
	trace(sizeof (((struct task_struct *)0)->sched_reset_on_fork));
}
