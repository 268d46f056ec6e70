/*
 * an undefined conversion after eight valid ones: the error, and no
 * free of a conversion slot that was never filled (the slots grow past
 * their first eight here)
 */

BEGIN
{
	printf("%d %d %d %d %d %d %d %d %Q", 1, 2, 3, 4, 5, 6, 7, 8, 9);
	exit(0);
}
