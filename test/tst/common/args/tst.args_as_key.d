/*
 * a typed args[] element as an associative array key
 */

#pragma D option quiet

tick-1ms
{
	a[args[1]] = 5;
	printf("%d\n", a[arg1]);
	exit(0);
}
