/*
 * ten clauses on one probe run in order
 */

#pragma D option quiet

BEGIN
{
	n = 0;
}

BEGIN
{
	n += 1;
}

BEGIN
{
	n += 2;
}

BEGIN
{
	n += 3;
}

BEGIN
{
	n += 4;
}

BEGIN
{
	n += 5;
}

BEGIN
{
	n += 6;
}

BEGIN
{
	n += 7;
}

BEGIN
{
	n += 8;
}

BEGIN
{
	n += 9;
}

BEGIN
{
	n += 10;
}

BEGIN
{
	printf("%d\n", n);
	exit(0);
}
