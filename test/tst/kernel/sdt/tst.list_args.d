/*
 * dtrace -lv types an sdt probe's args[] from the tracepoint's prototype
 * (the kernel's BTF): sched_switch(bool, struct task_struct *prev,
 * struct task_struct *next, unsigned int prev_state) on Debian's 6.1.
 * @@backend: kernel
 * @@opts: -lv
 * @@stdout: args[2]: struct task_struct *
 */
sdt:sched::sched_switch
{
}
