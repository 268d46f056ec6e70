/* @@requires: btf */
/* the address of a kernel bit-field may not be taken */

BEGIN
{
	trace(&((struct task_struct *)0)->sched_reset_on_fork);
}
