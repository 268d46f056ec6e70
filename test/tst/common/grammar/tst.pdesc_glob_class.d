/*
 * a [] character class in the name
 */

#pragma D option quiet

dtrace:::[B]EGIN
{
	printf("fired\n");
	exit(0);
}
