/* an empty stack() as an aggregation key */
#pragma D option quiet

BEGIN
{
	@[stack()] = count();
	exit(0);
}
