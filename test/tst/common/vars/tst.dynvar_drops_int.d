/*
 * ten stores of integer-keyed elements into a dynamic variable space with
 * room for two: the other eight are dropped, reported as the reference
 * words it ("dtrace: 8 dynamic variable drops"), and read back as 0.
 * (The room follows this implementation's chunk: 72 bytes for one integer
 * key and an integer value; dynvarsize=200 holds two.)
 */

#pragma D option quiet
#pragma D option dynvarsize=200

BEGIN
{
	a[1] = 1; a[2] = 2; a[3] = 3; a[4] = 4; a[5] = 5;
	a[6] = 6; a[7] = 7; a[8] = 8; a[9] = 9; a[10] = 10;
	printf("%d %d %d %d %d %d %d %d %d %d\n", a[1], a[2], a[3], a[4], a[5],
	    a[6], a[7], a[8], a[9], a[10]);
	exit(0);
}
