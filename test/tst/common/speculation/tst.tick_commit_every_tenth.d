/*
 * Speculate a record on every tick, commit only every tenth: exactly the
 * committed records are printed.
 */
#pragma D option quiet

tick-1ms
{
	n++;
	self->s = speculation();
}

tick-1ms
{
	speculate(self->s);
	printf("tick %d\n", n);
}

tick-1ms
/n % 10 == 0/
{
	commit(self->s);
}

tick-1ms
/n % 10 != 0/
{
	discard(self->s);
}

tick-1ms
/n == 50/
{
	exit(0);
}
