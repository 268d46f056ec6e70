/* @@cmd: @PROGS@/signals 2 */
/*
 * signal-handle's args[2] is the handler about to run: the function
 * onusr1 of the program, whose entry the thread reaches next
 */
#pragma D option quiet

proc:::signal-handle
{
	self->handler = (uintptr_t)args[2];
	printf("%A\n", (uintptr_t)args[2]);
}

pid$target:a.out:onusr1:entry
{
	printf("entry %d %d\n", self->handler == uregs[R_PC], arg0);
	self->handler = 0;
}
