/* @@cmd: @PROGS@/signals 3 queue */
/*
 * a signal sent with sigqueue(3) is handled with si_code SI_QUEUE (-1)
 * and the value it was sent with (100, 101, 102)
 */
#pragma D option quiet

proc:::signal-handle
{
	printf("%d %d %d\n", args[1]->si_code,
	    args[1]->_sifields._rt._sigval.sival_int,
	    args[1]->_sifields._rt._pid == pid);
}
